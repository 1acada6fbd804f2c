import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


def _tenant(deps):
    if deps["ctx"].identity is None:
        return None
    return deps["ctx"].identity.tenant


@tool(name="held")
def held(args, ctx: ToolExecutionContext):
    found = dict(ident=ctx.identity, run=ctx.run_id)
    if found["ident"] is None:
        return None
    return found["ident"].tenant


@tool(name="handed")
def handed(args, ctx: ToolExecutionContext):
    return _tenant(dict(ctx=ctx))


@tool(name="config", needs=[Need("gh")])
def config(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    conf = dict(user=ctx.credential.name, token=ctx.credential.secret.reveal())
    log.info("config for %s", conf["user"])
    return {"user": conf["user"]}
