-- Drives statemachine-gen's language server through Neovim's own LSP client (0.7+), headless.
-- Run by NeovimTests: `nvim --headless --clean -c "luafile lsp-session.lua"` with SM_SERVER (the
-- statemachine-gen executable), SM_SPEC (a spec to edit), SM_GROUP_SPEC (a spec with a group
-- `fetching` to rename) and SM_RESULT (where to write what Neovim showed, as JSON). Every step
-- records what the editor holds, not the raw replies.
local server, spec, result_path = os.getenv("SM_SERVER"), os.getenv("SM_SPEC"), os.getenv("SM_RESULT")
local group_spec = os.getenv("SM_GROUP_SPEC")
local results = {}

local function run()
  vim.cmd("edit " .. vim.fn.fnameescape(spec))
  local buf = vim.api.nvim_get_current_buf()
  local client_id = vim.lsp.start_client({
    name = "statemachine-gen",
    cmd = { server, "lsp" },
    root_dir = vim.fn.fnamemodify(spec, ":h"),
    flags = { debounce_text_changes = 0 },
  })
  vim.lsp.buf_attach_client(buf, client_id)

  local function go(pattern)
    vim.fn.cursor(1, 1)
    vim.fn.search(pattern, "cW")
  end
  local function request(method, params)
    local replies = vim.lsp.buf_request_sync(buf, method, params or vim.lsp.util.make_position_params(), 5000)
    local reply = replies and replies[client_id]
    return reply and reply.result
  end
  local function lines() return vim.api.nvim_buf_get_lines(buf, 0, -1, false) end

  vim.wait(5000, function() return #vim.diagnostic.get(buf) > 0 end, 10)
  results.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
    table.insert(results.diagnostics, { line = d.lnum, col = d.col, message = d.message, code = code })
  end

  go([[\<submitRejected(op]])
  local hover = request("textDocument/hover")
  results.hover = hover and vim.lsp.util.convert_input_to_markdown_lines(hover.contents) or {}

  go([[rejected(\zsreason)]])
  local definition = request("textDocument/definition")
  if definition then
    vim.lsp.util.jump_to_location(definition[1] or definition, "utf-16")
    results.definition = vim.api.nvim_win_get_cursor(0)
  end

  vim.api.nvim_buf_set_lines(buf, -1, -1, false, { "draft on " })
  vim.wait(200)
  -- Normal mode keeps the cursor on the last character; completion asks at the end of the line.
  local params = vim.lsp.util.make_position_params()
  params.position = { line = vim.api.nvim_buf_line_count(buf) - 1, character = 9 }
  local completion = request("textDocument/completion", params) or {}
  results.completion = {}
  for _, item in ipairs(completion.items or completion) do table.insert(results.completion, item.label) end
  vim.api.nvim_buf_set_lines(buf, -2, -1, false, {})

  local row = vim.fn.search([[^draft ]], "w")
  local original = vim.api.nvim_buf_get_lines(buf, row - 1, row, false)[1]
  vim.api.nvim_buf_set_lines(buf, row - 1, row, false, { (original:gsub("%s+", " ")) })
  vim.wait(200)
  results.unformatted = vim.api.nvim_buf_get_lines(buf, row - 1, row, false)[1]
  if vim.lsp.buf.format then vim.lsp.buf.format({ timeout_ms = 5000 }) else vim.lsp.buf.formatting_sync(nil, 5000) end
  results.formatted = lines()

  go([[\<hasValidAddress\>]])
  vim.lsp.buf.rename("addressIsValid")
  vim.wait(5000, function() return vim.fn.search("addressIsValid", "nw") > 0 end, 10)
  results.renamed = lines()

  -- A second file in the same server: renaming a group renames its members' lists, rows and entry/exit.
  vim.o.hidden = true
  vim.cmd("edit " .. vim.fn.fnameescape(group_spec))
  buf = vim.api.nvim_get_current_buf()
  vim.lsp.buf_attach_client(buf, client_id)
  vim.wait(200)
  go([[\<fetching\>]])
  vim.lsp.buf.rename("busy")
  vim.wait(5000, function() return vim.fn.search([[^group busy]], "nw") > 0 end, 10)
  results.groupRenamed = lines()
end

local ok, err = pcall(run)
if not ok then results.error = tostring(err) end
vim.fn.writefile({ vim.fn.json_encode(results) }, result_path)
vim.cmd("qa!")
