import ssl
from devkit.agent import tool, ToolExecutionContext


class Conn:
    def __init__(self, ctx):
        self.ctx = ctx

    def wrap(self, sock):
        return self.ctx.wrap_socket(sock)


@tool(name="t")
def t(args, ctx: ToolExecutionContext):
    conn = Conn(ssl.create_default_context())
    return conn.wrap(args.sock), ctx.tool_call_id
