"""Which expressions let a revealed secret out (DK402): the calls whose result shows their
argument, and those whose result only measures or tests it. Read by the flow's taint and
by the summaries of the module's functions that hand back a secret."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import libcst as cst

from .imports import dotted_name

# Calls whose result shows their argument (serialised, encoded, formatted): a secret passed
# in comes out. Hashes and signatures (`hashlib`, `hmac`) do not, and are not listed.
CARRYING_CALLS = {
    *("str", "repr", "format", "dict", "list", "tuple", "bytes", "bytearray"),
    *("json.dumps", "dumps", "pprint.pformat", "pformat", "yaml.dump", "yaml.safe_dump"),
    *("base64.b64encode", "base64.urlsafe_b64encode", "b64encode", "urlsafe_b64encode"),
    *("urllib.parse.urlencode", "urlencode", "urllib.parse.quote", "quote", "quote_plus"),
    *("binascii.hexlify", "codecs.encode"),
}
# Methods whose result shows what they are called on or given (`sep.join(parts)`).
CARRYING_METHODS = frozenset({"format", "format_map", "join", "encode", "decode"})
MEASURING_CALLS = {"len", "hash", "id", "bool", "type", "isinstance"}
# Methods of a string whose result tells something about it without holding it (a bool,
# a count or a position): `secret.startswith("ghp_")` lets nothing out.
TESTING_METHODS = {
    *("startswith", "endswith", "count", "find", "rfind", "index", "rindex"),
    *("isalnum", "isalpha", "isascii", "isdecimal", "isdigit", "isidentifier", "islower"),
    *("isnumeric", "isprintable", "isspace", "istitle", "isupper"),
}


def carrier_of_call(
    call: cst.Call, carrier: Callable[[cst.CSTNode], cst.CSTNode | None]
) -> cst.CSTNode | None:
    """The part of a call through which a secret comes out, `carrier` telling it for the
    call's parts: an argument of a call that shows its arguments (`json.dumps(conf)`,
    `sep.join(parts)`), or what any other method is called on (`secret.strip()` returns
    it, or part of it), unless the call only measures or tests it (`len(s)`,
    `s.startswith("ghp_")`)."""
    func = call.func
    method = func.attr.value if type(func) is cst.Attribute else None
    name = dotted_name(func)
    if name in CARRYING_CALLS or method in CARRYING_METHODS:
        for arg in call.args:
            found = carrier(arg.value)
            if found:
                return found
    if method is not None and name not in MEASURING_CALLS and method not in TESTING_METHODS:
        return carrier(cast(cst.Attribute, func).value)
    return None
