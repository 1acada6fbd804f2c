import logging

from devkit.agent import ToolExecutionContext, tool

log = logging.getLogger(__name__)
VERBOSE = False


def both(ctx: ToolExecutionContext):
    if VERBOSE:
        log.debug("reading signal and identity")
    return ctx.signal, ctx.identity


@tool(name="a")
def a(args, ctx: ToolExecutionContext):
    sig, ident = both(ctx)
    return sig.aborted  # expect: DK201
