import hmac

from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> bool:
    if ctx.credential is None:
        return False
    ok = hmac.compare_digest(ctx.credential.secret.reveal(), args.expected)
    print("token matches:", ok)
    return ok
