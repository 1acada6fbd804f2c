from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> dict:
    if ctx.credential is None:
        return {}
    request = {"url": args.url}
    request["auth"] = ctx.credential.secret.reveal()
    args.client.send(request)
    request["auth"] = "<redacted>"
    print("sent", request)
    return {"url": request["url"], "status": "sent"}
