import json

from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key


@tool(name="t", description="d", needs=[Need("github")])
def t(args, ctx: ToolExecutionContext) -> str:
    if ctx.credential is None:
        return "{}"
    payload = {"user": ctx.credential.name}
    payload["auth"] = ctx.credential.secret.reveal()
    return json.dumps(payload)  # expect: DK402
