from devkit.agent import tool, Need, ToolExecutionContext, tool_session_key
import logging
log = logging.getLogger(__name__)
STORE = {}

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, 'run')
    if 'session' in (ctx.teardown_scopes or ()) and ctx.on_teardown is not None:
        ctx.on_teardown(lambda: None, scope='run', key=key)  # expect: DK301
    return key
