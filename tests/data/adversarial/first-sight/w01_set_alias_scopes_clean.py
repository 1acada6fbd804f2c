from devkit.agent import tool, Need, ToolExecutionContext, tool_session_key
import logging
log = logging.getLogger(__name__)
STORE = {}

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, 'run')
    honoured = set(ctx.teardown_scopes or ())
    if 'run' not in honoured or ctx.on_teardown is None:
        return None
    ctx.on_teardown(lambda: STORE.pop(key, None), scope='run', key=key)
    return key
