export declare const CLIENT_IP_HEADER: 'x-sanvio-client-ip';
