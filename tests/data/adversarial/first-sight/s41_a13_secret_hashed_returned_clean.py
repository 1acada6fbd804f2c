import hashlib

from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return ""
    token = ctx.credential.secret.reveal()
    return hashlib.sha256(token.encode()).hexdigest()[:8]
