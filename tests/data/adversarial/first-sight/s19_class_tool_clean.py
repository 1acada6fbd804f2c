from devkit.agent import Need, Tool, ToolExecutionContext, tool, tool_session_key
import functools, logging, sys
from typing import NoReturn

log = logging.getLogger(__name__)


class Who(Tool):
    name = "who"

    def execute(self, args, ctx: ToolExecutionContext):
        ident = ctx.identity
        if not ident or not ident.principal:
            return "anon"
        return ident.principal.lower()
