from devkit.agent import Need, ToolExecutionContext, tool
from devkit.mcp import ExecutionContext, use_guards
from devkit.mcp import tool as mcp_tool


def headers_for(ctx):
    headers = {}
    headers["Authorization"] = ctx.credential.secret.reveal()
    return headers


def token_pair(ctx):
    token = ctx.credential.secret.reveal()
    kind, value = "bearer", token
    return kind, value


def passed_on(ctx):
    return headers_for(ctx)


@tool(name="stored", needs=[Need("gh")])
def stored(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    return headers_for(ctx)  # expect: DK402


@tool(name="unpacked", needs=[Need("gh")])
def unpacked(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    print(token_pair(ctx))  # expect: DK402
    return None


@tool(name="two_helpers", needs=[Need("gh")])
def two_helpers(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    result = passed_on(ctx)
    return {"headers": result}  # expect: DK402


class Guard:
    pass


def auth_header(ctx):
    return {"Authorization": f"Bearer {ctx.auth.token}"}


@mcp_tool(name="echo_auth")
@use_guards(Guard)
def echo_auth(args, ctx: ExecutionContext):
    if ctx.auth is None or ctx.auth.token is None:
        return None
    return auth_header(ctx)  # expect: DK402
