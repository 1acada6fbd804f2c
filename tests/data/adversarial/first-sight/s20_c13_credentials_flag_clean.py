from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="lookup", description="lookup")
async def lookup(args: dict, ctx: ToolExecutionContext) -> dict:
    if not ctx.has_credentials:
        return {"error": "no credential provider"}
    cred = ctx.credentials.get(Need("github"))
    return {"name": cred.name if cred else None}
