from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="inspect_token", description="Says what kind of token is set.", needs=[Need("github")])
def inspect_token(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {"set": False}
    token = ctx.credential.secret.reveal()
    pieces = token.split("_")
    return {"set": True, "parts": len(pieces), "classic": token.startswith("ghp")}
