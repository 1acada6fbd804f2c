import logging

from devkit.agent import Need, ToolExecutionContext, tool


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "no"
    token = ctx.credential.secret.reveal()
    try:
        return args.client.call(token)
    except ConnectionError:
        logging.exception("call failed with %s", token)  # expect: DK402
        return "failed"
