from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)


def make(prefix: str):
    @tool(name=f"{prefix}_who")
    def who(args, ctx: ToolExecutionContext):
        return ctx.identity.principal  # expect: DK201

    return who
