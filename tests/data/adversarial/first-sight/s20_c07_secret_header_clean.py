from devkit.agent import Need, ToolExecutionContext, tool


def call_api(headers: dict) -> dict:
    return {"status": 200, "n": len(headers)}


@tool(name="gh", description="gh", needs=[Need("github")])
async def gh(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {"ok": False}
    headers = {"Authorization": f"token {ctx.credential.secret.reveal()}"}
    result = call_api(headers)
    print("called with", ctx.credential.secret, "as", ctx.credential.name)
    return {"ok": result["status"] == 200}
