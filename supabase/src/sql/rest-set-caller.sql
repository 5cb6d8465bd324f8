select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
       set_config('request.method', $3, true), set_config('request.path', $4, true),
       set_config('request.headers', $5, true), set_config('search_path', $6, true)
