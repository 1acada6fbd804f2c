from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="call", description="Calls the API.", needs=[Need("github")])
def call(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no credential"
    token = ctx.credential.secret.reveal()
    print("using {} for {}".format(token.strip(), args.url))  # expect: DK402
    return "done"
