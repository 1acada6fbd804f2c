import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)

DOCUMENT = "document"
FIELD = "identity"
TOKEN = "token"
USER = "user"


@tool(name="summarise", wants=["document"])
def summarise(args, ctx: ToolExecutionContext):
    if ctx.wanted is None:
        return None
    return ctx.wanted[DOCUMENT].size


@tool(name="summarise_get", wants=["document"])
def summarise_get(args, ctx: ToolExecutionContext):
    if ctx.wanted is None:
        return None
    return ctx.wanted.get(DOCUMENT)


@tool(name="tenant")
def tenant(args, ctx: ToolExecutionContext):
    if getattr(ctx, FIELD) is None:
        return None
    return getattr(ctx, FIELD).tenant


@tool(name="config", needs=[Need("gh")])
def config(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    conf = {USER: ctx.credential.name, TOKEN: ctx.credential.secret.reveal()}
    log.info("configured for %s", conf[USER])
    return {"user": conf[USER]}
