from devkit.agent import tool, Need, ToolExecutionContext, tool_session_key
import logging
log = logging.getLogger(__name__)
STORE = {}

@tool(name="t", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext):
    cred = ctx.credential
    if cred is None:
        return None
    if cred.secret.reveal() == args.expected:
        log.info('token matches')
        return True
    return False
