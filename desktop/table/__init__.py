"""The card table: the scene and its view (``view.TableView``), card items, the zone layout, the
controls built from legal actions, and the card art."""
