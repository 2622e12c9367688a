"""The kernel manager of the teacher's app (``python -m nassau serve``): Jupyter's own, with a
ceiling on the kernels running at once, one a visitor's table. Loaded by Voilà from its dotted
name; it needs jupyter_server (the serve extra)."""

import uuid

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado import web
from traitlets import Integer

from ..kernel.english import plural


class TableKernelManager(AsyncMappingKernelManager):
    """Starts a kernel for a visitor while fewer than ``max_kernels`` run (or start); beyond
    that the page is refused with status 503 and a sentence saying why (the app's 503 page)."""

    max_kernels = Integer(40, config=True, help="most kernels running at once; a visitor beyond them is refused")

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._reserved = set()          # kernels asked for and not yet listed as running

    def in_use(self) -> int:
        return len(set(self._kernels) | set(getattr(self, "_pending_kernels", {})) | self._reserved)

    async def start_kernel(self, *, kernel_id=None, path=None, **kwargs):
        if kernel_id is not None and kernel_id in self:
            return await super().start_kernel(kernel_id=kernel_id, path=path, **kwargs)
        if self.in_use() >= self.max_kernels:
            self.log.warning("Refused a table: %s running, the most allowed", self.in_use())
            raise web.HTTPError(503, "Every table is taken: this server runs at most %s at once. A table "
                                     "ends once its tab has been closed for %s; reload this page then.",
                                plural(self.max_kernels, "table"), _duration(self.cull_idle_timeout),
                                reason="No free table")
        kernel_id = str(uuid.uuid4())
        self._reserved.add(kernel_id)     # counted from now, so that visitors arriving together stay within the limit
        try:
            return await super().start_kernel(kernel_id=kernel_id, path=path, **kwargs)
        finally:
            self._reserved.discard(kernel_id)


def _duration(seconds) -> str:
    """"10 minutes", "30 seconds": how long an unconnected table stays."""
    if seconds <= 0:
        return "a while"
    return plural(round(seconds / 60), "minute") if seconds >= 120 else plural(round(seconds), "second")
