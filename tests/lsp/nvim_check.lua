-- Drives real headless Neovim against the devkit server, with the shipped config.
-- Env: DEVKIT_LUA (editors/neovim/devkit.lua), LSP_PYTHON, TARGET. Exit: 0 ok, 1 failed, 2 Lua error.
local function out(s) io.stdout:write(s .. "\n") end

local raw = {}
local function on_publish(err, result, ctx, config)
  raw[result.uri] = result.diagnostics
  return vim.lsp.handlers["textDocument/publishDiagnostics"](err, result, ctx, config)
end

local function main()
  local devkit = dofile(assert(os.getenv("DEVKIT_LUA")))
  vim.cmd("edit " .. vim.fn.fnameescape(assert(os.getenv("TARGET"))))
  local bufnr = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(bufnr)
  local client_id = devkit.start({
    python = os.getenv("LSP_PYTHON"),
    settings = { debounce = 0 },
    handlers = { ["textDocument/publishDiagnostics"] = on_publish },
  })
  assert(client_id, "start_client failed")
  vim.lsp.buf_attach_client(bufnr, client_id)

  if not vim.wait(20000, function() return #vim.diagnostic.get(bufnr) > 0 end, 50) then
    out("TIMEOUT waiting for diagnostics"); return 1
  end
  for _, d in ipairs(raw[uri]) do
    out("RAW " .. vim.fn.json_encode({ code = d.code, line = d.range.start.line, character = d.range.start.character }))
  end
  local d = vim.diagnostic.get(bufnr)[1]
  local before = vim.api.nvim_buf_get_lines(bufnr, d.lnum, d.lnum + 1, false)[1]
  vim.api.nvim_win_set_cursor(0, { d.lnum + 1, d.col })
  vim.ui.select = function(items, opts, on_choice)
    out("ACTION " .. opts.format_item(items[1])); on_choice(items[1], 1)
  end
  vim.lsp.buf.code_action()
  vim.wait(10000, function()
    return vim.api.nvim_buf_get_lines(bufnr, d.lnum, d.lnum + 1, false)[1] ~= before end, 50)
  out("LINE " .. vim.api.nvim_buf_get_lines(bufnr, d.lnum, d.lnum + 1, false)[1])
  vim.wait(10000, function() return #vim.diagnostic.get(bufnr) == 0 end, 50)
  local remaining = #vim.diagnostic.get(bufnr)
  out("AFTER_FIX " .. remaining)

  local client = vim.lsp.get_client_by_id(client_id)
  vim.lsp.stop_client(client_id)
  vim.wait(3000, function() return client.is_stopped() end, 50)
  return remaining == 0 and 0 or 1
end

local ok, rc = xpcall(main, debug.traceback)
if not ok then io.stderr:write(tostring(rc) .. "\n"); rc = 2 end
vim.cmd("cquit " .. rc)
