from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="gh", description="Calls GitHub.", needs=[Need("github")])
def gh(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    token = ctx.credential.secret.reveal().strip()
    headers = {"Authorization": f"Bearer {token}"}
    print(headers)  # expect: DK402
    return {"ok": True}
