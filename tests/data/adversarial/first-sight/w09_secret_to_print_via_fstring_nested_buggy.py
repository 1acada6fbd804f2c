from devkit.agent import tool, Need, ToolExecutionContext, tool_session_key
import logging
log = logging.getLogger(__name__)
STORE = {}

@tool(name="t", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext):
    cred = ctx.credential
    if cred is None:
        return None
    token = cred.secret.reveal()
    header = f'Bearer {token}'
    print(f'sending {header!r}')  # expect: DK402
    return 'ok'
