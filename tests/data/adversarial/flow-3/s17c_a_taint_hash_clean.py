from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


import hashlib


@tool(name="t", needs=[Need("github")])
async def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "-"
    return hashlib.sha256(ctx.credential.secret.reveal().encode()).hexdigest()[:8]
