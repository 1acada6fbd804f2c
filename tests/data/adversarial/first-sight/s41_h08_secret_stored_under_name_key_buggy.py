from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    out = {"url": args.url}
    out[args.field] = ctx.credential.secret.reveal()
    return {"url": out["url"], "extra": out["other"]}  # expect: DK402
