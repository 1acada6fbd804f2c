-- Tool Devkit for Neovim (0.7 and later): runs `devkit lsp` for Python buffers.
--
--   local devkit = dofile("/path/to/editors/neovim/devkit.lua")
--   devkit.setup({ python = "python3", settings = { debounce = 200, ignore = { "DK205" } } })
--
-- Settings are sent both as initializationOptions and as the `devkit` section of
-- workspace/configuration (0.7 answers that request but does not advertise it).
local M = {}

-- The server starts in this file's folder, never in the workspace: `python -m` puts the
-- working directory first on the import path, so a workspace `tomllib.py` or
-- `devkit_server/` would run inside the server. PYTHONSAFEPATH (Python 3.11+) keeps it off
-- the path as well.
local HERE = vim.fn.fnamemodify(debug.getinfo(1, "S").source:sub(2), ":p:h")

function M.start(opts)
  opts = opts or {}
  local capabilities = vim.lsp.protocol.make_client_capabilities()
  capabilities.workspace.configuration = true
  local settings = opts.settings or {}
  return vim.lsp.start_client({
    name = "devkit",
    cmd = opts.cmd or { opts.python or "python3", "-m", "devkit_server" },
    cmd_cwd = opts.cmd_cwd or HERE,
    cmd_env = { PYTHONSAFEPATH = "1" },
    root_dir = opts.root_dir or vim.fn.getcwd(),
    init_options = settings,
    settings = { devkit = settings },
    capabilities = capabilities,
    handlers = opts.handlers,
    get_language_id = function() return "python" end,
  })
end

function M.setup(opts)
  vim.api.nvim_create_autocmd("FileType", {
    pattern = "python",
    callback = function(args)
      M.client_id = M.client_id or M.start(opts)
      vim.lsp.buf_attach_client(args.buf, M.client_id)
    end,
  })
end

return M
