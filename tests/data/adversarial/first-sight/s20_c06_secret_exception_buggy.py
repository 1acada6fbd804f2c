from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="gh", description="gh", needs=[Need("github")])
async def gh(args: dict, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        raise RuntimeError("no credential")
    raw = ctx.credential.secret.reveal()
    if not raw.startswith("ghp_"):
        raise ValueError(f"unexpected token format: {raw[:12]}")  # expect: DK402
    return {"ok": True}
