// Evaluated for its own sake, in a task of its own (src/bootstrap.tsx): styled-components. Its evaluation adopts
// every rule of the page's server-rendered style tags (about two hundred on a catalogue page), which was most of
// the libraries' task after the first intent on a slow phone (bench/FINDINGS.md, ninth round).
import 'styled-components';
