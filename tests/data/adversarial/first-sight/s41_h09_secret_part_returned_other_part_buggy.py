from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    conf = {}
    conf["user"] = ctx.credential.name
    conf["token"] = ctx.credential.secret.reveal()
    if args.verbose:
        return conf  # expect: DK402
    return {"user": conf["user"]}
