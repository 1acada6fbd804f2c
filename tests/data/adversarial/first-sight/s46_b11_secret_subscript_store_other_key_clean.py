from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="call", description="Calls the API.", needs=[Need("github")])
def call(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    request = {"url": args.url}
    request["auth"] = ctx.credential.secret.reveal()
    args.client.send(request)
    return {"url": request["url"]}
