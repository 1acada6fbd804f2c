from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="fetch", description="Fetches a value.", needs=[Need("github", scopes=("repo",))])
def fetch(args, ctx: ToolExecutionContext) -> str:
    try:
        if ctx.credential is None:
            raise LookupError("no credential") from None
        value = args.cache[args.key]
    except KeyError:
        value = "miss"
    return value + ctx.credential.name
