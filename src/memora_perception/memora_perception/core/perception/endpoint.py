"""The perception prompt against an OpenAI-compatible chat endpoint with image input (vLLM, llama.cpp
server, Ollama): frames go as base64 JPEG data URLs, the reply is parsed like the local model's."""
from __future__ import annotations

import base64
import json
import urllib.error
import urllib.request
from typing import Any, Dict, List, Optional

import numpy as np

from ...errors import PerceptionError
from ..records import Backend, SegmentRecord
from ..window import Window
from .prompt import parse_reply, prompt_for, sample_frames
from .qwen import SYSTEM


def data_url(frame: np.ndarray, quality: int = 85) -> str:
    """An RGB frame as a `data:image/jpeg;base64,...` URL."""
    import cv2

    ok, buffer = cv2.imencode(".jpg", cv2.cvtColor(frame, cv2.COLOR_RGB2BGR), [cv2.IMWRITE_JPEG_QUALITY, quality])
    if not ok:
        raise PerceptionError(f"frame of shape {frame.shape} could not be encoded as JPEG")
    return "data:image/jpeg;base64," + base64.b64encode(buffer.tobytes()).decode("ascii")


class EndpointBackend:
    """POSTs `/chat/completions` to `base_url` with the sampled frames and the perception prompt."""

    name = Backend.ENDPOINT.value

    def __init__(self, base_url: str, model: str, *, api_key: Optional[str] = None, max_images: int = 8,
                 max_tokens: int = 512, timeout_s: float = 60.0) -> None:
        if not base_url.startswith(("http://", "https://")):
            raise PerceptionError(f"endpoint base_url={base_url!r} must start with http:// or https://")
        self.url = base_url.rstrip("/") + "/chat/completions"
        self.model = model
        self.api_key = api_key
        self.max_images = max_images
        self.max_tokens = max_tokens
        self.timeout_s = timeout_s

    def request_body(self, window: Window) -> Dict[str, Any]:
        """The JSON body sent for a window."""
        frames = sample_frames(window.frames, self.max_images)
        content: List[Dict[str, Any]] = [{"type": "image_url", "image_url": {"url": data_url(f)}} for f in frames]
        content.append({"type": "text", "text": prompt_for(window, len(frames))})
        return {"model": self.model, "temperature": 0, "max_tokens": self.max_tokens,
                "messages": [{"role": "system", "content": SYSTEM}, {"role": "user", "content": content}]}

    def generate(self, window: Window) -> str:
        """The endpoint's reply text for a window."""
        if not window.frames:
            raise PerceptionError(f"window {window.id} has no frames for the endpoint backend")
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        request = urllib.request.Request(self.url, data=json.dumps(self.request_body(window)).encode("utf-8"),
                                         headers=headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=self.timeout_s) as response:
                payload = json.loads(response.read().decode("utf-8"))
        except (urllib.error.URLError, TimeoutError, json.JSONDecodeError) as err:
            raise PerceptionError(f"endpoint {self.url} failed for window {window.id}: {err}") from err
        try:
            return payload["choices"][0]["message"]["content"]
        except (KeyError, IndexError, TypeError) as err:
            raise PerceptionError(f"endpoint {self.url} replied without choices[0].message.content: {str(payload)[:200]}") from err

    def perceive(self, window: Window) -> SegmentRecord:
        reply = self.generate(window)
        return parse_reply(reply, window, Backend.ENDPOINT, min(len(window.frames), self.max_images))
