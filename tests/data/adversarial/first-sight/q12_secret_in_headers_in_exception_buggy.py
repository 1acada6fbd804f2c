from devkit.agent import Need, ToolExecutionContext, tool


def fetch(url: str, headers: dict) -> int:
    return 200


@tool(name="call", description="d", needs=[Need("github")])
def call(args: dict, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no credential"
    token = ctx.credential.secret.reveal()
    headers = {"Authorization": f"Bearer {token}"}
    status = fetch("https://api.example", headers=headers)
    if status != 200:
        raise RuntimeError(f"request failed with {headers}")  # expect: DK402
    return "ok"
