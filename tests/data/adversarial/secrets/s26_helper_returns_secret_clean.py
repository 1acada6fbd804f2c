import hashlib

from devkit.agent import Need, ToolExecutionContext, tool


def token_length(ctx):
    token = ctx.credential.secret.reveal()
    return len(token)


def fingerprint(ctx):
    token = ctx.credential.secret.reveal()
    return hashlib.sha256(token.encode()).hexdigest()[:8]


def looks_like_pat(ctx):
    token = ctx.credential.secret.reveal()
    return token.startswith("ghp_")


def used_then_dropped(ctx):
    value = ctx.credential.secret.reveal()
    send(value)
    value = "sent"
    return value


def send(value):
    return None


@tool(name="measured", needs=[Need("gh")])
def measured(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    print(token_length(ctx), fingerprint(ctx), looks_like_pat(ctx))
    return {"length": token_length(ctx), "fingerprint": fingerprint(ctx)}


@tool(name="dropped", needs=[Need("gh")])
def dropped(args, ctx: ToolExecutionContext):
    if ctx.credential is None:
        return None
    return used_then_dropped(ctx)
