from devkit.agent import tool, Need, ToolExecutionContext, tool_session_key
import logging
log = logging.getLogger(__name__)
STORE = {}

@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    key = tool_session_key(ctx, 'run')  # expect: DK303
    STORE[key] = args.value
    return 'ok'
