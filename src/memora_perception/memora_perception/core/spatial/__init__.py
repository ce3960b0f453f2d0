"""Objects in 3D from RGB-D: decoding, time synchronisation, back-projection, open3d cleaning,
boxes, fusion over frames, observation events with poses, sensor bags and their scoring."""
