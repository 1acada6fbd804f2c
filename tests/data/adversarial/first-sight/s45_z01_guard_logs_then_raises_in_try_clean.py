import json
import logging

from devkit.agent import ToolExecutionContext, tool

log = logging.getLogger(__name__)


@tool(name="parse", description="Parses a payload.")
def parse(args, ctx: ToolExecutionContext) -> dict:
    try:
        if ctx.identity is None:
            log.warning("anonymous call to parse for %s", args.source)
            raise PermissionError("anonymous")
        data = json.loads(args.payload)
    except json.JSONDecodeError:
        log.info("bad payload")
        data = {}
    return {"tenant": ctx.identity.tenant, **data}
