from devkit.agent import tool, Need, ToolExecutionContext, tool_session_key
import logging
log = logging.getLogger(__name__)
STORE = {}

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    if ctx.session_id is None:
        return None
    STORE[f'{ctx.session_id}'] = args.value  # expect: DK401
    return 'ok'
