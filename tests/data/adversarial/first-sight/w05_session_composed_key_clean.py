from devkit.agent import tool, Need, ToolExecutionContext, tool_session_key
import logging
log = logging.getLogger(__name__)
STORE = {}

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if ctx.session_id is None or ctx.identity is None:
        return None
    STORE[(ctx.identity.tenant, ctx.identity.principal, ctx.session_id)] = args.value
    return 'ok'
