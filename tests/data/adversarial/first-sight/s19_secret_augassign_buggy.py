from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)


@tool(name="a", needs=[Need("gh")])
def a(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    line = "token="
    line += ctx.credential.secret.reveal()
    sys.stderr.write(line)  # expect: DK402
    return "ok"
