from devkit.agent import tool, Need, ToolExecutionContext, tool_session_key
import logging
log = logging.getLogger(__name__)
STORE = {}

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, 'run')
    if ctx.on_teardown is None:
        return None
    if 'run' in (ctx.teardown_scopes or ()):
        log.info('ok')
    ctx.on_teardown(lambda: None, scope='run', key=key)  # expect: DK301
    return key
