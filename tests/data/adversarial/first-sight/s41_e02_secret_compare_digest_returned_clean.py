import hmac

from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> bool:
    if ctx.credential is None:
        return False
    token = ctx.credential.secret.reveal()
    return hmac.compare_digest(token, args.expected)
