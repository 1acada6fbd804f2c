from devkit.agent import tool, Tool, Need, ToolExecutionContext, tool_session_key, MemoryIdentity
import logging
log = logging.getLogger(__name__)

@tool(name="t", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext):
    cred = ctx.credential
    if cred is None:
        raise PermissionError("no credential")
    headers = {}
    headers["Authorization"] = "Bearer " + cred.secret.reveal()
    log.info("calling with %s", headers)  # expect: DK402
    return "ok"
