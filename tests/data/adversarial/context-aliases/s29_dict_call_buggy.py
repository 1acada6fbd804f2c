import logging

from devkit.agent import Need, ToolExecutionContext, tool

log = logging.getLogger(__name__)


def _tenant(deps):
    return deps["ctx"].identity.tenant  # expect: DK201


@tool(name="held")
def held(args, ctx: ToolExecutionContext):
    found = dict(ident=ctx.identity, run=ctx.run_id)
    return found["ident"].tenant  # expect: DK201


@tool(name="handed")
def handed(args, ctx: ToolExecutionContext):
    return _tenant(dict(ctx=ctx))


@tool(name="entries")
def entries(args, ctx: ToolExecutionContext):
    for key, value in dict(session=ctx.session_id).items():
        print(key, value.upper())  # expect: DK201
    return None


@tool(name="config", needs=[Need("gh")])
def config(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    conf = dict(user=ctx.credential.name, token=ctx.credential.secret.reveal())
    log.info("config %s", conf)  # expect: DK402
    return None
