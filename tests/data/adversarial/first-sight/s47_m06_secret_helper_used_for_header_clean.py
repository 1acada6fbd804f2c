from devkit.agent import Need, ToolExecutionContext, tool


def _raw(ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        raise PermissionError("no credential")
    return ctx.credential.secret.reveal()


@tool(name="gh", description="Calls GitHub.", needs=[Need("github")])
def gh(args, ctx: ToolExecutionContext) -> dict:
    headers = {"Authorization": "token " + _raw(ctx)}
    reply = args.client.get(args.url, headers=headers)
    return {"status": reply.status_code}
