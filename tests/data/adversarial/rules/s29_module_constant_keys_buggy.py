import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)

DOCUMENT = "document"
REPORT = "report"
FIELD = "identity"
TOKEN = "token"
USER = "user"


@tool(name="summarise", wants=["document"])
def summarise(args, ctx: ToolExecutionContext):
    if ctx.wanted is None:
        return None
    return ctx.wanted[REPORT].size  # expect: DK105


@tool(name="summarise_get", wants=["document"])
def summarise_get(args, ctx: ToolExecutionContext):
    if ctx.wanted is None:
        return None
    return ctx.wanted.get(REPORT)  # expect: DK105


@tool(name="tenant")
def tenant(args, ctx: ToolExecutionContext):
    return getattr(ctx, FIELD).tenant  # expect: DK201


@tool(name="config", needs=[Need("gh")])
def config(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    conf = {USER: ctx.credential.name, TOKEN: ctx.credential.secret.reveal()}
    return {"token": conf[TOKEN]}  # expect: DK402
