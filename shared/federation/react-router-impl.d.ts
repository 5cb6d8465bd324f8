// The real react-router entry, under a name no share key matches (rspack.base.ts aliases it), so the facade in
// react-router.ts can re-export from it without consuming itself from the share scope.
declare module '@wanderpages/react-router-impl' {
  export * from 'react-router';
}
