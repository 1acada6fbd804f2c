from devkit.agent import Need, ToolExecutionContext, tool


async def post(url: str, headers: dict) -> int:
    return 200


@tool(name="t", description="d", needs=[Need("api")])
async def t(args, ctx: ToolExecutionContext) -> int:
    credential = ctx.credential
    if credential is None:
        return 401
    headers = {"Authorization": "Bearer " + credential.secret.reveal()}
    return await post("https://api.example.com", headers)
