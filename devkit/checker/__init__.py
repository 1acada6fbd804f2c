"""The checker: `check_source` is the engine shared by `devkit check` and the language server."""
