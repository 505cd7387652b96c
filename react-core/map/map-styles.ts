/**
 * Shadow styles of `<pb-map>` (Leaflet's own stylesheet is adopted beside them once Leaflet has
 * loaded, before these, so these win). The box is the one the critical CSS reserves: `height`, or
 * 16 / 9 of the width. The map fills it; the list of places is visually hidden while the map
 * shows (screen readers still read it), and shows in the box while the map loads or waits for
 * consent (the consent placeholder then covers the bottom of the box, the list scrolling above it). On paper the list prints and the map does not.
 */
import { placeholderStyles } from '../consent/placeholders';

export const mapStyles = `${placeholderStyles}
.frame{position:relative;overflow:hidden}
.map{position:absolute;inset:0;z-index:0;background:var(--pb-map-background,#dfe6e9)}
.map:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:-3px}
.map .leaflet-marker-icon:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:2px;border-radius:4px}
.map .leaflet-tile-pane{filter:var(--pb-map-filter,none)}
.marker{background:none;border:0}
.marker svg{display:block;overflow:visible;filter:drop-shadow(0 1px 1px rgb(0 0 0 / .35))}
.marker .pin{fill:var(--pb-map-marker-color,#c0392b);stroke:#fff;stroke-width:1.5}
.marker .dot{fill:var(--pb-map-marker-dot-color,#fff)}
.places{position:absolute;inset:0;z-index:1;overflow:auto;background:var(--pb-map-background,#dfe6e9)}
.places.hidden{inset:auto;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.zoom{position:absolute;z-index:1000;top:10px;inset-inline-start:10px;display:flex;flex-direction:column;
border-radius:4px;box-shadow:0 1px 5px rgb(0 0 0 / .4);overflow:hidden}
.zoom button{box-sizing:border-box;width:34px;height:34px;margin:0;padding:0;border:0;font:bold 20px/34px system-ui,sans-serif;cursor:pointer;
color:var(--pb-map-control-color,#1f1f1f);background:var(--pb-map-control-background,#fff)}
.zoom button+button{border-top:1px solid #ccc}
.zoom button:hover{background:var(--pb-map-control-hover-background,#f1f1f1)}
.zoom button:disabled{cursor:default;color:#8a8a8a}
.zoom button:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:-3px}
.attribution{position:absolute;z-index:1000;bottom:0;inset-inline-end:0;max-width:100%;box-sizing:border-box;padding:1px 6px;
font:12px/1.4 system-ui,sans-serif;color:var(--pb-map-attribution-color,#1f1f1f);background:var(--pb-map-attribution-background,rgb(255 255 255 / .85))}
.consent-panel{position:absolute;inset:auto 0 0;z-index:2;border-width:1px 0 0}
.consent-panel .pb-consent-placeholder__body{position:static}
.pb-map-popup-close{position:absolute;top:2px;inset-inline-end:2px;box-sizing:border-box;min-width:28px;height:28px;margin:0;padding:0 6px;
border:0;background:none;font:20px/28px system-ui,sans-serif;color:#5a5a5a;cursor:pointer}
.pb-map-popup-close:focus-visible{outline:3px solid var(--pb-focus-color,Highlight);outline-offset:-3px}
.leaflet-popup-content{margin:16px 36px 16px 20px}
.leaflet-popup-content .pb-map-popup>:first-child{margin-top:0}
.leaflet-popup-content .pb-map-popup>:last-child{margin-bottom:0}
@media print{.frame{height:auto!important;aspect-ratio:auto!important;overflow:visible}.map,.zoom,.attribution,.consent-panel{display:none!important}
.places,.places.hidden{position:static;width:auto;height:auto;margin:0;overflow:visible;clip-path:none;white-space:normal;background:none;border:0}}
`;
